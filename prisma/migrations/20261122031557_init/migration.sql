-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('free', 'pro');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'admin');

-- CreateEnum
CREATE TYPE "Visibility" AS ENUM ('public', 'link_shared', 'private');

-- CreateEnum
CREATE TYPE "Moderation" AS ENUM ('approved', 'pending', 'rejected');

-- CreateEnum
CREATE TYPE "ReferenceImageKind" AS ENUM ('inspiration', 'source');

-- CreateEnum
CREATE TYPE "SampleKind" AS ENUM ('image', 'written', 'clip');

-- CreateEnum
CREATE TYPE "ExtractionStatus" AS ENUM ('running', 'failed', 'complete');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('grant', 'charge', 'refund');

-- CreateEnum
CREATE TYPE "UsageKind" AS ENUM ('compile', 'save');

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "handle" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "emailVerified" TIMESTAMP(3),
    "image" TEXT,
    "plan" "Plan" NOT NULL DEFAULT 'free',
    "role" "Role" NOT NULL DEFAULT 'user',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Style" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "category" TEXT,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "slug" TEXT,
    "visibility" "Visibility" NOT NULL DEFAULT 'private',
    "moderation" "Moderation" NOT NULL DEFAULT 'approved',
    "disabledSections" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "remixOfId" UUID,
    "latestGenerationId" UUID,
    "publishedGenerationId" UUID,
    "publishedAt" TIMESTAMP(3),
    "lastGeneratedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Style_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Block" (
    "id" UUID NOT NULL,
    "styleId" UUID NOT NULL,
    "section" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL,

    CONSTRAINT "Block_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Generation" (
    "id" UUID NOT NULL,
    "styleId" UUID NOT NULL,
    "snapshot" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Generation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReferenceImage" (
    "id" UUID NOT NULL,
    "styleId" UUID NOT NULL,
    "kind" "ReferenceImageKind" NOT NULL,
    "url" TEXT NOT NULL,
    "thumbnailUrl" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "alt" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReferenceImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Sample" (
    "id" UUID NOT NULL,
    "styleId" UUID NOT NULL,
    "kind" "SampleKind" NOT NULL,
    "url" TEXT,
    "thumbnailUrl" TEXT,
    "posterUrl" TEXT,
    "text" TEXT,
    "durationSeconds" DOUBLE PRECISION,
    "public" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Sample_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SavedStyle" (
    "userId" UUID NOT NULL,
    "styleId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedStyle_pkey" PRIMARY KEY ("userId","styleId")
);

-- CreateTable
CREATE TABLE "Extraction" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "styleId" UUID,
    "status" "ExtractionStatus" NOT NULL DEFAULT 'running',
    "sources" JSONB NOT NULL,
    "inputTextPreview" TEXT,
    "model" TEXT,
    "suggestedTitle" TEXT,
    "suggestedDescription" TEXT,
    "blocks" JSONB,
    "appliedBlockIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "errorMessage" TEXT,
    "cost" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "Extraction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditLedger" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "extractionId" UUID,
    "kind" "LedgerKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditLedger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StyleUsage" (
    "styleId" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "kind" "UsageKind" NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "StyleUsage_pkey" PRIMARY KEY ("styleId","channel","kind")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_handle_key" ON "User"("handle");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Style_slug_key" ON "Style"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Style_latestGenerationId_key" ON "Style"("latestGenerationId");

-- CreateIndex
CREATE UNIQUE INDEX "Style_publishedGenerationId_key" ON "Style"("publishedGenerationId");

-- CreateIndex
CREATE INDEX "Style_ownerId_updatedAt_idx" ON "Style"("ownerId", "updatedAt");

-- CreateIndex
CREATE INDEX "Style_visibility_moderation_idx" ON "Style"("visibility", "moderation");

-- CreateIndex
CREATE INDEX "Block_styleId_position_idx" ON "Block"("styleId", "position");

-- CreateIndex
CREATE INDEX "Generation_styleId_createdAt_idx" ON "Generation"("styleId", "createdAt");

-- CreateIndex
CREATE INDEX "ReferenceImage_styleId_position_idx" ON "ReferenceImage"("styleId", "position");

-- CreateIndex
CREATE INDEX "Sample_styleId_position_idx" ON "Sample"("styleId", "position");

-- CreateIndex
CREATE INDEX "SavedStyle_userId_createdAt_idx" ON "SavedStyle"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Extraction_userId_createdAt_idx" ON "Extraction"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Extraction_styleId_createdAt_idx" ON "Extraction"("styleId", "createdAt");

-- CreateIndex
CREATE INDEX "CreditLedger_userId_createdAt_idx" ON "CreditLedger"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CreditLedger_extractionId_kind_key" ON "CreditLedger"("extractionId", "kind");

-- AddForeignKey
ALTER TABLE "Style" ADD CONSTRAINT "Style_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Style" ADD CONSTRAINT "Style_remixOfId_fkey" FOREIGN KEY ("remixOfId") REFERENCES "Style"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Style" ADD CONSTRAINT "Style_latestGenerationId_fkey" FOREIGN KEY ("latestGenerationId") REFERENCES "Generation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Style" ADD CONSTRAINT "Style_publishedGenerationId_fkey" FOREIGN KEY ("publishedGenerationId") REFERENCES "Generation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Block" ADD CONSTRAINT "Block_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Generation" ADD CONSTRAINT "Generation_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferenceImage" ADD CONSTRAINT "ReferenceImage_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Sample" ADD CONSTRAINT "Sample_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedStyle" ADD CONSTRAINT "SavedStyle_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SavedStyle" ADD CONSTRAINT "SavedStyle_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Extraction" ADD CONSTRAINT "Extraction_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Extraction" ADD CONSTRAINT "Extraction_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditLedger" ADD CONSTRAINT "CreditLedger_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditLedger" ADD CONSTRAINT "CreditLedger_extractionId_fkey" FOREIGN KEY ("extractionId") REFERENCES "Extraction"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StyleUsage" ADD CONSTRAINT "StyleUsage_styleId_fkey" FOREIGN KEY ("styleId") REFERENCES "Style"("id") ON DELETE CASCADE ON UPDATE CASCADE;
