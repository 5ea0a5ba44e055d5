// Where staged bytes live and for how long: what issuing an upload id (./staged-upload.ts) and sweeping
// the copies nobody took (./staged-sweep.ts) must agree on.

/** Long enough for a slow uplink and a retry, short enough that an id in a log soon means nothing. */
export const STAGED_UPLOAD_TTL_S = 60 * 60;

/** Staged bytes live at staged/<userId>/<uuid>. */
export const STAGED_PREFIX = "staged/";
