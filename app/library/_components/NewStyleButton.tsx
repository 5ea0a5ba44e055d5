import { siteApi } from "@/app/_components/site-api";

// "New style" is a form, not a script: it works before hydration and with scripts off.
export function NewStyleButton({ csrf, primary = true }: { csrf: string; primary?: boolean }) {
  return (
    <form method="post" action={siteApi.libraryNew}>
      <input type="hidden" name="csrf" value={csrf} />
      <button type="submit" className={primary ? "button button-primary" : "button"}>
        <span aria-hidden="true">+</span> New style
      </button>
    </form>
  );
}
