// The monolith's entry: the shell's bootstrap itself. The shell's own entry (src/index.ts)
// only adds the async boundary Module Federation needs to negotiate shared modules first.
import 'shell/bootstrap';
