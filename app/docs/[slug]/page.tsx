// /docs/{slug}: one docs page from content/docs/{slug}.md. (/docs/api, the API reference, is its own
// route and wins over this one.)
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { docsSite, findPage } from "@/lib/docs/site";
import { DocsLayout } from "../_components/DocsLayout";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = slug === "index" ? null : findPage("docs", slug);
  if (!page) return { title: "Page not found" };
  return {
    title: page.meta.title,
    description: page.meta.description,
    alternates: { canonical: page.url, types: { "text/markdown": `${page.url}.md` } },
  };
}

export default async function DocPage({ params }: Props) {
  const { slug } = await params;
  // The index lives at /docs only.
  const page = slug === "index" ? null : findPage("docs", slug);
  if (!page) notFound();
  return <DocsLayout page={page} pages={docsSite().docs} />;
}
