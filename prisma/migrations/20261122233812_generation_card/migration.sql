-- AlterTable
ALTER TABLE "Generation" ADD COLUMN     "card" JSONB;
