"use client";
// The extract page's recent runs and balance, as the server has them: loaded with the page, then read
// again after every start, failure, refund and dismissal, so the balance on screen is always the
// ledger's (a refund the form never saw included).
import { useCallback, useState } from "react";
import type { RecentRun } from "@/lib/extraction/recent-runs";
import type { ExtractPageRuns } from "../_lib/runs";
import { dismissRun, fetchRuns, type Refusal } from "./api";

export interface RecentRunsState {
  runs: RecentRun[];
  hasOlder: boolean;
  /** Credits left; -1 when unlimited. */
  balance: number;
  setBalance: (balance: number) => void;
  refresh: () => Promise<void>;
  older: () => Promise<void>;
  dismiss: (run: RecentRun, csrf: string) => Promise<Refusal | null>;
}

export function useRecentRuns(initial: ExtractPageRuns): RecentRunsState {
  const [runs, setRuns] = useState(initial.runs);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [balance, setBalance] = useState(initial.balance);

  // A failed read leaves what is shown: the next start, failure or dismissal reads again.
  const refresh = useCallback(async () => {
    const answer = await fetchRuns();
    if (!answer.ok) return;
    setRuns(answer.body.runs);
    setCursor(answer.body.nextCursor);
    setBalance(answer.body.balance);
  }, []);

  const older = useCallback(async () => {
    if (!cursor) return;
    const answer = await fetchRuns(cursor);
    if (!answer.ok) return;
    setRuns((shown) => [...shown, ...answer.body.runs.filter((r) => !shown.some((s) => s.id === r.id))]);
    setCursor(answer.body.nextCursor);
  }, [cursor]);

  const dismiss = useCallback(async (run: RecentRun, csrf: string) => {
    const answer = await dismissRun(run.handle, csrf);
    if (!answer.ok) return answer.refusal;
    setRuns((shown) => shown.filter((r) => r.id !== run.id));
    return null;
  }, []);

  return { runs, hasOlder: cursor !== null, balance, setBalance, refresh, older, dismiss };
}
