-- AlterTable
ALTER TABLE "Extraction" ADD COLUMN     "notice" TEXT;
