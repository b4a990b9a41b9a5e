// First, so that the worker runs beside the page's scripts rather than after them.
import './browser/intl-warm-up';

// Async boundary: shared modules are negotiated before the app's code runs.
import('./bootstrap');
