import * as game from '@delve/run'
import { actInputs, runAct } from '/work/main/bench/dist/act-bench.js'
const r = runAct(game, { turns: 5000, limit: 1.2 }, { rounds: Number(process.argv[2] ?? 15), warmupRounds: 3, minSampleMs: 40 }, () => {})
const t = r.group.results; console.log(process.env.EXP, r.verdict.measured.split(',')[0], r.group.results[0].note.split(';')[0])
