-- AlterTable
ALTER TABLE "Extraction" ADD COLUMN     "mediumUnknown" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "rerunOf" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "Extraction_rerunOf_key" ON "Extraction"("rerunOf");

-- AddForeignKey
ALTER TABLE "Extraction" ADD CONSTRAINT "Extraction_rerunOf_fkey" FOREIGN KEY ("rerunOf") REFERENCES "Extraction"("id") ON DELETE SET NULL ON UPDATE CASCADE;
