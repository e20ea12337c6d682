// Importing this module puts the English catalogue in place: the command line, the scripts and
// the tests import it; the browser hosts load it on demand (loadLanguage), as a chunk of its own.
import { en } from './en';
import { useCatalogue } from './index';

useCatalogue('en', en);
