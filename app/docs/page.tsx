// /docs: getting started, from content/docs/index.md (lib/docs renders it; its lists come from the
// code's own modules through directives). The quick links lead to the machine-readable contract, the
// interactive reference and the plans.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "next/link";
import { docsSite } from "@/lib/docs/site";
import { DocsLayout } from "./_components/DocsLayout";
import styles from "./docs.module.css";

export function generateMetadata(): Metadata {
  const page = docsSite().docs.find((p) => p.meta.slug === "index");
  if (!page) return {};
  return {
    title: page.meta.title,
    description: page.meta.description,
    alternates: { canonical: page.url, types: { "text/markdown": `${page.url}.md` } },
  };
}

export default function DocsIndexPage() {
  const { docs } = docsSite();
  const page = docs.find((p) => p.meta.slug === "index");
  if (!page) notFound();
  return (
    <DocsLayout
      page={page}
      pages={docs}
      intro={
        <ul role="list" className={styles.quick}>
          <li>
            <Link className="button button-primary" href="/docs/api">
              API reference
            </Link>
          </li>
          <li>
            <a className="button" href="/api/v1/openapi.json">
              OpenAPI document
            </a>
          </li>
          <li>
            <Link className="button" href="/pricing">
              Pricing
            </Link>
          </li>
        </ul>
      }
    />
  );
}
