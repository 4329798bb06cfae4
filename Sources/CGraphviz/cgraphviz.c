#include "cgraphviz.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

// Graphviz's functions. With Graphviz's development headers installed (Debian's
// libgraphviz-dev, which `make` installs), each pointer has the type Graphviz declares, so
// the compiler checks every call against Graphviz's own API; without them (a build on a
// machine that only draws at run time), the same functions with opaque pointers.
#if __has_include(<graphviz/gvc.h>)
#include <graphviz/gvc.h>
#define CC_API(function, fallback) __typeof__(&function)
// agerrlevel_t's AGMAX: errors are kept for aglasterr, not printed.
enum { CC_AGMAX = AGMAX };
#else
#define CC_API(function, fallback) fallback
enum { CC_AGMAX = 2 };
#endif

typedef void *(*cc_context_fn)(void);
typedef int (*cc_seterr_fn)(int);
typedef char *(*cc_lasterr_fn)(void);
typedef void *(*cc_memread_fn)(const char *);
typedef int (*cc_layout_fn)(void *, void *, const char *);
typedef int (*cc_render_data_fn)(void *, void *, const char *, char **, unsigned int *);
typedef void (*cc_free_render_data_fn)(char *);
typedef int (*cc_free_layout_fn)(void *, void *);
typedef int (*cc_close_fn)(void *);

static CC_API(gvContext, cc_context_fn) gv_context;
static CC_API(agseterr, cc_seterr_fn) ag_seterr;
static CC_API(aglasterr, cc_lasterr_fn) ag_lasterr;
static CC_API(agmemread, cc_memread_fn) ag_memread;
static CC_API(gvLayout, cc_layout_fn) gv_layout;
static CC_API(gvRenderData, cc_render_data_fn) gv_render_data;
static CC_API(gvFreeRenderData, cc_free_render_data_fn) gv_free_render_data;
static CC_API(gvFreeLayout, cc_free_layout_fn) gv_free_layout;
static CC_API(agclose, cc_close_fn) ag_close;

static const char *const candidates[] = {
#if defined(__APPLE__)
    "libgvc.dylib", "/opt/homebrew/lib/libgvc.dylib", "/usr/local/lib/libgvc.dylib", "/opt/local/lib/libgvc.dylib",
#else
    "libgvc.so.6", "libgvc.so",
#endif
    NULL,
};

// Called with Graphviz.swift's lock held, as every function here is: the statics need no
// lock of their own.
int cc_load(const char **error) {
    static int loaded = 0;
    if (loaded) return 1;
    void *library = NULL;
    const char *named = getenv("COORDCHECK_GRAPHVIZ_LIBRARY");
    if (named && *named) {
        library = dlopen(named, RTLD_NOW | RTLD_GLOBAL);
    } else {
        for (int index = 0; candidates[index] && !library; index++) {
            library = dlopen(candidates[index], RTLD_NOW | RTLD_GLOBAL);
        }
    }
    if (!library) {
        *error = named && *named ? "the library COORDCHECK_GRAPHVIZ_LIBRARY names cannot be loaded"
                                 : "Graphviz's library (libgvc) is not installed";
        return 0;
    }
    gv_context = (CC_API(gvContext, cc_context_fn))dlsym(library, "gvContext");
    ag_seterr = (CC_API(agseterr, cc_seterr_fn))dlsym(library, "agseterr");
    ag_lasterr = (CC_API(aglasterr, cc_lasterr_fn))dlsym(library, "aglasterr");
    ag_memread = (CC_API(agmemread, cc_memread_fn))dlsym(library, "agmemread");
    gv_layout = (CC_API(gvLayout, cc_layout_fn))dlsym(library, "gvLayout");
    gv_render_data = (CC_API(gvRenderData, cc_render_data_fn))dlsym(library, "gvRenderData");
    gv_free_render_data = (CC_API(gvFreeRenderData, cc_free_render_data_fn))dlsym(library, "gvFreeRenderData");
    gv_free_layout = (CC_API(gvFreeLayout, cc_free_layout_fn))dlsym(library, "gvFreeLayout");
    ag_close = (CC_API(agclose, cc_close_fn))dlsym(library, "agclose");
    if (!gv_context || !ag_seterr || !ag_lasterr || !ag_memread || !gv_layout || !gv_render_data || !gv_free_render_data
        || !gv_free_layout || !ag_close) {
        *error = "the Graphviz library found lacks functions coordcheck needs (Graphviz 2.30 or later is)";
        return 0;
    }
    loaded = 1;
    return 1;
}

void *cc_context(void) { return gv_context(); }
void cc_collect_errors(void) { ag_seterr(CC_AGMAX); }
char *cc_last_error(void) { return ag_lasterr(); }
void *cc_read(const char *text) { return ag_memread(text); }
int cc_layout_dot(void *context, void *graph) { return gv_layout(context, graph, "dot"); }

int cc_render(void *context, void *graph, const char *format, char **result, unsigned long long *length) {
    // gvRenderData's length is an unsigned int in Graphviz 2.x and a size_t in later
    // versions. A zeroed 64-bit slot takes either write; only a 4-byte write on a big-endian
    // machine lands in its high half, and is read back there.
    unsigned long long slot = 0;
    int status = gv_render_data(context, graph, format, result, (void *)&slot);
    unsigned int narrow;
    memcpy(&narrow, &slot, sizeof narrow);
    *length = (slot >> 32) == 0 ? slot : narrow;
    return status;
}

void cc_free_render(char *data) { gv_free_render_data(data); }
void cc_free_layout(void *context, void *graph) { gv_free_layout(context, graph); }
void cc_close(void *graph) { ag_close(graph); }
