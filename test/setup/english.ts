// The tests read texts in both languages: English is loaded up front here, as the command line
// and the scripts do (the browser hosts load it on demand).
import '../../src/engine/text/english';
