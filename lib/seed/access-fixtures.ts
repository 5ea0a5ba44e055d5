// Styles that exist so access rules have something to refuse: not part of the public gallery and not
// counted in it. Read from access-fixtures.json and checked like the gallery (lib/seed/types.ts). Their
// slugs are stable because tests (API, share pages, MCP) address them by slug:
//   private-sketchbook-x1a1   private: only its owner may read it (others: 403 forbidden)
//   link-only-moodboard-x2b2  link_shared: readable by slug, never listed or searchable, .md is 404
//   pending-review-poster-x3c3 public but moderation pending: not listed, 403 for everyone else
import fixtures from "./access-fixtures.json";
import { seedStyles, type SeedStyle } from "./types";

export const ACCESS_FIXTURE_SLUGS = {
  private: "private-sketchbook-x1a1",
  linkShared: "link-only-moodboard-x2b2",
  pending: "pending-review-poster-x3c3",
} as const;

export const ACCESS_FIXTURES_FILE = "lib/seed/access-fixtures.json";

export const ACCESS_FIXTURES: SeedStyle[] = seedStyles(ACCESS_FIXTURES_FILE, fixtures);
