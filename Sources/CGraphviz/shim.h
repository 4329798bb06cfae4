// The slice of Graphviz's C API coordcheck uses, wrapped where Swift cannot call it directly
// (functions taking `char *`, globals that strict concurrency rejects).
#ifndef COORDCHECK_CGRAPHVIZ_SHIM_H
#define COORDCHECK_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdlib.h>

/// A new context with the plugins configured by libgvc's install script.
static inline GVC_t *cc_context(void) { return gvContext(); }

/// Collect error messages instead of printing them (read them with cc_last_error).
static inline void cc_collect_errors(void) { agseterr(AGMAX); }

/// The last error message, to be released with free(); NULL when there is none.
static inline char *cc_last_error(void) { return aglasterr(); }

/// Parses a graph in the DOT language from memory; NULL on a syntax error.
static inline Agraph_t *cc_read(const char *text) { return agmemread(text); }

/// Lays the graph out with Graphviz's hierarchical layout engine (the library's, in-process).
static inline int cc_layout_dot(GVC_t *context, Agraph_t *graph) {
    return gvLayout(context, graph, "dot");
}

static inline int cc_render(GVC_t *context, Agraph_t *graph, const char *format, char **result, unsigned int *length) {
    return gvRenderData(context, graph, format, result, length);
}

static inline void cc_free_render(char *data) { gvFreeRenderData(data); }
static inline void cc_free_layout(GVC_t *context, Agraph_t *graph) { gvFreeLayout(context, graph); }
static inline void cc_close(Agraph_t *graph) { agclose(graph); }

#endif
