-- AlterTable
ALTER TABLE "OAuthAuthorizationCode" ALTER COLUMN "codeChallenge" DROP NOT NULL;

-- AlterTable
ALTER TABLE "OAuthClient" ADD COLUMN     "secretHash" TEXT,
ADD COLUMN     "tokenEndpointAuthMethod" TEXT NOT NULL DEFAULT 'none';
