// The plan cap on extracted items (contract "Limits": none applied today; the fields exist for when
// one is). Blocks past the cap are shown locked and left out of compiled output. Pure.
import type { PlanLimits } from "@/lib/plans";
import type { Block } from "@/lib/styles/blocks";

export interface CappedBlocks {
  blocks: Array<Block & { locked: boolean }>;
  usable: Block[];
  lockedBlockCount: number;
  /** Render verbatim; present only when something is locked. */
  note?: string;
}

export function capBlocks(blocks: Block[], plan: PlanLimits): CappedBlocks {
  const cap = plan.blockCap ?? Infinity;
  const marked = blocks.map((b, i) => ({ ...b, locked: i >= cap }));
  const lockedBlockCount = marked.filter((b) => b.locked).length;
  return {
    blocks: marked,
    usable: marked.filter((b) => !b.locked).map(({ locked: _, ...b }) => b),
    lockedBlockCount,
    ...(lockedBlockCount > 0
      ? { note: `${lockedBlockCount} extracted item${lockedBlockCount === 1 ? " is" : "s are"} locked on the ${plan.label} plan and left out of the spec. Upgrade to use all of them.` }
      : {}),
  };
}
