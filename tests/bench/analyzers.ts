// The analyzers' figures (image analyzer against sharp, text analyzer, image check against the
// analyzer), measured in a process of their own: by the time the bench reaches them its own process has
// built the ranker's and MiniSearch's 100k-document indexes, and collecting that heap would be counted
// as the analyzers' time. A server analyses in its own heap too. `npm run bench` runs this file and
// reads the JSON it prints.
import { pathToFileURL } from "node:url";
import { benchImageAnalyzer } from "./analyzer-image";
import { benchTextAnalyzer } from "./analyzer-text";
import { benchImageCheck } from "./check-image";

export async function measureAnalyzers() {
  const image = await benchImageAnalyzer();
  const text = await benchTextAnalyzer();
  const check = await benchImageCheck();
  return { image, text, check };
}

export type AnalyzerFigures = Awaited<ReturnType<typeof measureAnalyzers>>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await measureAnalyzers()));
}
