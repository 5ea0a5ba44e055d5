// Anything thrown -> the contract error every surface answers with: the route wrapper
// (lib/http/api-route.ts), pages' handlers, the MCP transport and its tools read the same code and
// message. Unknown errors are logged here and never leak details.
import { isUnstorableTextError } from "@/lib/db/errors";
import { invalidRequest, ServiceError } from "@/lib/errors";

/** Maps anything thrown to a contract error. Unknown errors are logged and never leak details. */
export function toServiceError(err: unknown): ServiceError {
  if (err instanceof ServiceError) return err;
  if (isUnstorableTextError(err)) {
    console.warn("[styleshelf] unstorable text reached the database; check it where the input is read", err);
    return invalidRequest("The request contains a NUL character or an unpaired UTF-16 surrogate, which text may not contain.");
  }
  console.error("[styleshelf] unhandled error", err);
  return new ServiceError("internal_error", "Something went wrong on our side. Please try again in a moment.");
}
