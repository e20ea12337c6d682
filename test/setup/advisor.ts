// The advisor's chunk (src/session/advisor.ts) is a dynamic import, which jest's CommonJS runtime
// cannot run: here it is fetched with require, so the hosts' loading on demand is still exercised.
import { useAdvisorImporter } from '../../src/session/advisor';

useAdvisorImporter(async () => require('../../src/engine/bot/heuristic') as typeof import('../../src/engine/bot/heuristic'));
