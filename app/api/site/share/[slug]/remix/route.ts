// POST /api/site/share/{slug}/remix: the style page's "Remix": a private copy in the caller's styles, with this
// style recorded as its parent. Answers 201 with the new style (OwnStyle); the page opens it in the builder.
import { remixStyle } from "@/lib/builder/remix";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";
import { builderUrl } from "@/lib/urls";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ slug: string }>({ csrf: "share" }, async ({ user, params }) => {
  const style = await remixStyle(user.id, params.slug);
  return json(style, { status: 201, headers: { Location: builderUrl(style.id) } });
});
