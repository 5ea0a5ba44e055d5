// Facts about the machine a bench ran on, recorded beside its figures: absolute numbers mean little
// without them (ratios travel better, which is why the goals are ratios).
import { cpus, loadavg, release, totalmem } from "node:os";

export interface MachineFacts {
  cpus: number;
  cpuModel: string;
  memoryMb: number;
  node: string;
  os: string;
  /** 1-minute load average when the bench started: other work on a shared machine skews figures. */
  loadAverageAtStart: number;
}

export function machineFacts(): MachineFacts {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? "unknown",
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    node: process.version,
    os: `${process.platform} ${release()}`,
    loadAverageAtStart: Math.round(loadavg()[0]! * 100) / 100,
  };
}
