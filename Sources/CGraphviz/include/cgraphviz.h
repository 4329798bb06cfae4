// The slice of Graphviz's C API coordcheck uses. Graphviz's library (libgvc) is loaded at
// run time with dlopen, on first use: a check, a replay or an extraction runs without it,
// and a binary built here runs on a machine with any Graphviz 2.x or later, or says clearly
// that Graphviz is missing. Pointers to Graphviz's own types are opaque here.
#ifndef COORDCHECK_CGRAPHVIZ_H
#define COORDCHECK_CGRAPHVIZ_H

/// Loads libgvc (COORDCHECK_GRAPHVIZ_LIBRARY names it, else the system's) and its
/// functions. Returns 1 when they are ready; else 0, and `error` says why (a static string).
int cc_load(const char **error);

/// A new context with the plugins configured by libgvc's install script.
void *cc_context(void);

/// Collect error messages instead of printing them (read them with cc_last_error).
void cc_collect_errors(void);

/// The last error message, to be released with free(); NULL when there is none.
char *cc_last_error(void);

/// Parses a graph in the DOT language from memory; NULL on a syntax error.
void *cc_read(const char *text);

/// Lays the graph out with Graphviz's hierarchical layout engine (the library's, in-process).
int cc_layout_dot(void *context, void *graph);

/// Renders a laid-out graph in `format` (svg, png, pdf) into a buffer of `*length` bytes.
int cc_render(void *context, void *graph, const char *format, char **result, unsigned long long *length);

void cc_free_render(char *data);
void cc_free_layout(void *context, void *graph);
void cc_close(void *graph);

#endif
