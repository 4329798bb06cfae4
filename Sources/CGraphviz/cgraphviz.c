#include "cgraphviz.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

// Graphviz's functions, as its headers declare them (graph and context pointers opaque).
static void *(*gv_context)(void);
static int (*ag_seterr)(int);
static char *(*ag_lasterr)(void);
static void *(*ag_memread)(const char *);
static int (*gv_layout)(void *, void *, const char *);
static int (*gv_render_data)(void *, void *, const char *, char **, void *);
static void (*gv_free_render_data)(char *);
static int (*gv_free_layout)(void *, void *);
static int (*ag_close)(void *);

// agerrlevel_t's AGMAX: errors are kept for aglasterr, not printed.
enum { CC_AGMAX = 2 };

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
    gv_context = (void *(*)(void))dlsym(library, "gvContext");
    ag_seterr = (int (*)(int))dlsym(library, "agseterr");
    ag_lasterr = (char *(*)(void))dlsym(library, "aglasterr");
    ag_memread = (void *(*)(const char *))dlsym(library, "agmemread");
    gv_layout = (int (*)(void *, void *, const char *))dlsym(library, "gvLayout");
    gv_render_data = (int (*)(void *, void *, const char *, char **, void *))dlsym(library, "gvRenderData");
    gv_free_render_data = (void (*)(char *))dlsym(library, "gvFreeRenderData");
    gv_free_layout = (int (*)(void *, void *))dlsym(library, "gvFreeLayout");
    ag_close = (int (*)(void *))dlsym(library, "agclose");
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
    int status = gv_render_data(context, graph, format, result, &slot);
    unsigned int narrow;
    memcpy(&narrow, &slot, sizeof narrow);
    *length = (slot >> 32) == 0 ? slot : narrow;
    return status;
}

void cc_free_render(char *data) { gv_free_render_data(data); }
void cc_free_layout(void *context, void *graph) { gv_free_layout(context, graph); }
void cc_close(void *graph) { ag_close(graph); }
