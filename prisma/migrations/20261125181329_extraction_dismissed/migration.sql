-- AlterTable
ALTER TABLE "Extraction" ADD COLUMN     "dismissedAt" TIMESTAMP(3);
