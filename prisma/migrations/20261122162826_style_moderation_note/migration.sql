-- AlterTable
ALTER TABLE "Style" ADD COLUMN     "moderatedAt" TIMESTAMP(3),
ADD COLUMN     "moderationNote" TEXT;
