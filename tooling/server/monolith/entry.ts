// The monolith's entry: the shell's bootstrap itself, after the same Intl warm-up as the
// shell's own entry (src/index.ts), which adds only the async boundary Module Federation needs
// to negotiate shared modules first.
import 'shell/intl-warm-up';
import 'shell/bootstrap';
