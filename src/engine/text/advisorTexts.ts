// Importing this module puts the advisor's texts in place, in both languages: the advisor's own
// modules import it, so they travel in its chunk, and the task pane's bundle does without them.
import { advisorEn } from './advisorEn';
import { advisorPl } from './advisorPl';
import { useAdvisorTexts } from './index';

useAdvisorTexts({ pl: advisorPl, en: advisorEn });
