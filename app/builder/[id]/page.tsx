// /builder/{id}: the owner refines one of their styles. Anyone else (signed out included) gets the
// plain 404, the same answer as for a style that does not exist, so an id never reveals a style.
// The preview is compiled here from the saved rows, with the same panels the share page uses, and the
// saved rows are compared with the public version for the Publish panel.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { accountCsrfToken } from "@/lib/account/csrf";
import { pageSession } from "@/lib/auth/page-session";
import { takesDirectUploads } from "@/lib/blob/vercel-env";
import { ownStyle, type OwnStyle } from "@/lib/builder/own-style";
import { ServiceError } from "@/lib/errors";
import { moderationOf } from "@/lib/moderation/decide";
import { SECTION_TITLES } from "@/lib/styles/sections";
import { snapshotOf } from "@/lib/styles/snapshot-of";
import { diffSummary, type PublicChanges } from "@/lib/versions/diff";
import { changesSincePublished } from "@/lib/versions/generations";
import { FormatPanels } from "@/app/_components/FormatPanels";
import { CheckPanel } from "@/app/_components/CheckPanel";
import { CHECK_LIMITS } from "@/lib/gallery/check";
import { hasLook, hasVoice } from "@/app/_components/share-data";
import { Builder } from "../_components/Builder";
import { builderApi } from "@/app/_components/site-api";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Style builder", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

async function mine(userId: string, id: string): Promise<OwnStyle> {
  try {
    return await ownStyle(userId, id);
  } catch (err) {
    if (err instanceof ServiceError && err.code === "not_found") notFound();
    throw err;
  }
}

export default async function BuilderPage({ params }: Props) {
  const { id } = await params;
  const session = await pageSession();
  if (!session) notFound();
  const style = await mine(session.user.id, id);
  const { note } = await moderationOf(session.user.id, id);
  const snapshot = snapshotOf({ ...style, ownerHandle: session.user.handle });
  const diff = await changesSincePublished(session.user.id, id);
  const publicChanges: PublicChanges | null = diff && { count: diff.changeCount, lines: diffSummary(diff, SECTION_TITLES) };
  const csrf = accountCsrfToken(session.sessionToken, "builder");
  // Checks read the last generated version, as the owner's API reads do.
  const check =
    style.latestGenerationId && (hasLook(snapshot) || hasVoice(snapshot)) ? (
      <CheckPanel action={builderApi(style.id, "/check")} csrf={csrf} limits={CHECK_LIMITS} name={style.name} look={hasLook(snapshot)} voice={hasVoice(snapshot)} note="It checks the version you last generated." />
    ) : null;

  return (
    <Builder
      key={style.id}
      initial={style}
      csrf={csrf}
      moderationNote={note}
      directUploads={takesDirectUploads()}
      publicChanges={publicChanges}
      check={check}
      preview={<FormatPanels snapshot={snapshot} canonicalUrl={style.shareUrl ?? style.editUrl} hasLook={hasLook(snapshot)} />}
    />
  );
}
