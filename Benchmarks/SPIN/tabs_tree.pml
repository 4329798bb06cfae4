/*
 * tabs(N, K), depth bound D -- same model as tabs_min.pml, but SPIN also keeps
 * the explicit coordinator tree and the screens' owners, and checks the tree
 * invariants (docs/language.md, invariants) after every event.
 *
 *   spin -o2 -DN=4 -DK=2 -DD=10 -a tabs_tree.pml
 *   gcc -O2 -DBFS -DSAFETY -DNOREDUCE -o pan pan.c && ./pan -m10
 *
 * Instances (canonical numbering, so the tree adds no distinctions: it is a
 * function of the stacks):
 *   0            App (root coordinator, owns the window's tab container)
 *   1 .. N       Tab1..TabN (parent App), tab t owns TabtScreen
 *   N+1+t*D+p    the Cj instance whose screen is the p-th pushed screen
 *                (p = 0..D-1) of tab t (t = 0..N-1); M = N+1+N*D instances.
 * Per instance: type ty, parent par (NONE = 255), children count nch and a
 * children array (App: N slots, every other instance CAPC slots).
 * Per stack slot (tab t, slot q = 0..D; q = 0 is TabtScreen): screen type scr
 * and owner instance own.  sp[t] = number of pushed screens.
 *
 * SPIN starts from the all-zero vector; to make that vector the *launched*
 * state (so no initialisation step, SPIN depth = number of events and the
 * stored-state count equals reference.py's), every tree/stack field is
 * stored XOR-ed with its launch value (v ^ v0, a bijection).  Free slots are
 * reset to their launch value, so every state has a single encoding.
 *
 * Invariant checks run as d_step code at the end of every event, i.e. on every
 * successor SPIN generates (new or already stored); the launched state itself
 * is not re-checked (its tree equals the one checked after each selectTab
 * from it).  Scratch variables are `hidden` (not in the state vector).
 *
 * Needs spin -o2 (keep write-only variables in the state vector), and for
 * -DBFS the line "#error cannot use BFS on models with variables declared
 * hidden" deleted from the generated pan.h (run.sh does it): pan refuses hidden
 * variables under BFS because they are not restored with a state, which is
 * harmless here since every scratch variable is written before it is read
 * within the same d_step.
 * N <= 8, K <= 8, D >= 1, N*(D+1)+1 < 255.
 */
#ifndef N
#error "define N (tabs), e.g. spin -o2 -DN=4 -DK=2 -DD=10 -a tabs_tree.pml"
#endif
#ifndef K
#error "define K"
#endif
#ifndef D
#error "define D"
#endif
#if N < 1 || N > 8 || K < 1 || K > 8 || D < 1 || N*(D+1)+1 >= 255
#error "need 1 <= N <= 8, 1 <= K <= 8, D >= 1, N*(D+1)+1 < 255"
#endif

#define NONE  255
#define M     (N+1+N*D)          /* instance slots                          */
#define S     (D+1)              /* stack slots per tab                     */
#ifndef CAPC
#define CAPC  1                  /* children capacity of non-root instances */
#endif
#define NCHS  (N + (M-1)*CAPC)   /* children slots in total                 */
#define T_APP 1
#define T_TAB 2
#define T_C0  2                  /* type of Cj = T_C0 + j                   */
#define TABSCR(t) (K+1+(t))      /* screen type of TabtScreen; CjScreen = j */

/* ---- launch values (the XOR keys) ---- */
#define TY0(i)   ((i) == 0 -> T_APP : ((i) <= N -> T_TAB : 0))
#define PAR0(i)  (((i) >= 1 && (i) <= N) -> 0 : NONE)
#define NCH0(i)  ((i) == 0 -> N : 0)
#define CH0(x)   ((x) < N -> (x)+1 : NONE)
#define SCR0(x)  ((x) % S == 0 -> TABSCR((x) / S) : 0)
#define OWN0(x)  ((x) % S == 0 -> 1 + (x) / S : 0)

/* ---- accessors ---- */
#define TY(i)    (ty[i]  ^ TY0(i))
#define PAR(i)   (par[i] ^ PAR0(i))
#define NCH(i)   (nch[i] ^ NCH0(i))
#define CHI(i,k) ((i) == 0 -> (k) : N + ((i)-1)*CAPC + (k))  /* slot of i's k-th child */
#define CAP(i)   ((i) == 0 -> N : CAPC)
#define CH(x)    (ch[x]  ^ CH0(x))
#define SCR(x)   (scr[x] ^ SCR0(x))
#define OWN(x)   (own[x] ^ OWN0(x))
#define SET_TY(i,v)  ty[i]  = ((v) ^ TY0(i))
#define SET_PAR(i,v) par[i] = ((v) ^ PAR0(i))
#define SET_NCH(i,v) nch[i] = ((v) ^ NCH0(i))
#define SET_CH(x,v)  ch[x]  = ((v) ^ CH0(x))
#define SET_SCR(x,v) scr[x] = ((v) ^ SCR0(x))
#define SET_OWN(x,v) own[x] = ((v) ^ OWN0(x))

/* ---- state vector ---- */
byte sel;            /* selected tab, 0-based                              */
byte sp[N];          /* pushed screens per tab                             */
byte scr[N*S];       /* screen type per stack slot                         */
byte own[N*S];       /* owner instance per stack slot                      */
byte ty[M];          /* instance type, 0 = no instance in this slot        */
byte par[M];         /* parent instance or NONE                            */
byte nch[M];         /* number of children                                 */
byte ch[NCHS];       /* children arrays                                    */

/* ---- scratch, not part of the state ---- */
hidden byte h_x, h_o, h_c, h_k, h_i, h_y, h_t, h_q, h_qh, h_qt, h_prev;
hidden byte h_mark[M], h_reach[M], h_need[M], h_seen[M], h_anc[M], h_wl[M];

/* ---- invariants, checked in every state reached by an event ---- */
#define CLEAR(h_a) h_i = 0; do :: h_i < M -> h_a[h_i] = 0; h_i++ :: else -> break od

#define CHECK \
	/* single-parent + parent-link (children -> parent) */ \
	CLEAR(h_mark); \
	h_i = 0; \
	do \
	:: h_i < M -> \
		if \
		:: TY(h_i) != 0 -> \
			assert(NCH(h_i) <= CAP(h_i)); \
			h_k = 0; \
			do \
			:: h_k < NCH(h_i) -> \
				h_c = CH(CHI(h_i,h_k)); \
				assert(h_c < M && TY(h_c) != 0); \
				assert(h_mark[h_c] == 0);      /* single-parent */ \
				h_mark[h_c] = 1; \
				assert(PAR(h_c) == h_i);       /* parent-link */ \
				h_k++ \
			:: else -> break \
			od \
		:: else -> skip \
		fi; \
		h_i++ \
	:: else -> break \
	od; \
	/* parent-link (parent -> children): a live instance with a parent is in */ \
	/* some children array, which by the check above is its parent's        */ \
	h_i = 0; \
	do \
	:: h_i < M -> \
		assert(TY(h_i) == 0 || PAR(h_i) == NONE || h_mark[h_i] == 1); \
		h_i++ \
	:: else -> break \
	od; \
	/* reachability from the root coordinator through children (worklist) */ \
	CLEAR(h_reach); \
	h_reach[0] = 1; h_wl[0] = 0; h_qh = 0; h_qt = 1; \
	do \
	:: h_qh < h_qt -> \
		h_y = h_wl[h_qh]; h_qh++; \
		h_k = 0; \
		do \
		:: h_k < NCH(h_y) -> \
			h_c = CH(CHI(h_y,h_k)); \
			if \
			:: h_reach[h_c] == 0 -> h_reach[h_c] = 1; h_wl[h_qt] = h_c; h_qt++ \
			:: else -> skip \
			fi; \
			h_k++ \
		:: else -> break \
		od \
	:: else -> break \
	od; \
	/* no-orphans: screens' owners reachable; reachable => parent reachable */ \
	CLEAR(h_need); \
	h_t = 0; \
	do \
	:: h_t < N -> \
		h_q = 0; \
		do \
		:: h_q <= sp[h_t] -> \
			h_o = OWN(h_t*S + h_q); \
			assert(h_o < M && TY(h_o) != 0 && h_reach[h_o] == 1);  /* no-orphans */ \
			h_need[h_o] = 1; \
			h_q++ \
		:: else -> break \
		od; \
		h_t++ \
	:: else -> break \
	od; \
	h_i = 1; \
	do \
	:: h_i < M -> \
		assert(h_reach[h_i] == 0 || (PAR(h_i) != NONE && h_reach[PAR(h_i)] == 1)); \
		h_i++ \
	:: else -> break \
	od; \
	/* no-leaks: every tree instance but the root owns a screen or has a    */ \
	/* descendant that does; every allocated instance is reachable          */ \
	h_i = 0; \
	do \
	:: h_i < M -> \
		if \
		:: h_need[h_i] == 1 -> \
			h_y = PAR(h_i); \
			do \
			:: h_y != NONE && h_need[h_y] != 2 -> \
				if :: h_need[h_y] == 0 -> h_need[h_y] = 2 :: else -> skip fi; \
				h_y = PAR(h_y) \
			:: else -> break \
			od \
		:: else -> skip \
		fi; \
		h_i++ \
	:: else -> break \
	od; \
	h_i = 1; \
	do \
	:: h_i < M -> \
		assert(h_reach[h_i] == 0 || h_need[h_i] != 0);   /* no-leaks */ \
		assert(TY(h_i) == 0 || h_reach[h_i] == 1);     /* no-leaks (retained) */ \
		h_i++ \
	:: else -> break \
	od; \
	/* stack-order: one instance's screens contiguous, above its ancestors' */ \
	h_t = 0; \
	do \
	:: h_t < N -> \
		CLEAR(h_seen); CLEAR(h_anc); \
		h_q = 0; h_prev = NONE; \
		do \
		:: h_q <= sp[h_t] -> \
			h_o = OWN(h_t*S + h_q); \
			if \
			:: h_o != h_prev -> \
				assert(h_seen[h_o] == 0);   /* contiguous */ \
				assert(h_anc[h_o] == 0);    /* not below a descendant */ \
				h_seen[h_o] = 1; \
				h_y = h_o; \
				do \
				:: h_y != NONE && h_anc[h_y] == 0 -> h_anc[h_y] = 1; h_y = PAR(h_y) \
				:: else -> break \
				od; \
				h_prev = h_o \
			:: else -> skip \
			fi; \
			h_q++ \
		:: else -> break \
		od; \
		h_t++ \
	:: else -> break \
	od

/* openCj: new Cj (canonical slot), child of the visible screen's owner,
 * appended to its children, pushes CjScreen on the selected stack */
#define OPEN(j) \
	:: d_step { \
		sp[sel] < D -> \
		h_o = OWN(sel*S + sp[sel]); \
		h_c = N + 1 + sel*D + sp[sel]; \
		assert(TY(h_c) == 0); \
		SET_TY(h_c, T_C0 + j); \
		SET_PAR(h_c, h_o); \
		h_k = NCH(h_o); \
		assert(h_k < CAP(h_o)); \
		SET_CH(CHI(h_o,h_k), h_c); \
		SET_NCH(h_o, h_k + 1); \
		sp[sel]++; \
		SET_SCR(sel*S + sp[sel], j); \
		SET_OWN(sel*S + sp[sel], h_c); \
		CHECK \
	}

/* back: pop the top screen; its owner calls finish (parent's
 * childDidFinish removes it from children by identity); it is then
 * unreferenced and deallocated (slot reset) */
#define BACK \
	:: d_step { \
		sp[sel] > 0 -> \
		h_x = sel*S + sp[sel]; \
		h_c = OWN(h_x); \
		SET_SCR(h_x, 0); SET_OWN(h_x, 0); \
		sp[sel]--; \
		h_o = PAR(h_c); \
		h_k = 0; \
		do \
		:: h_k < NCH(h_o) && CH(CHI(h_o,h_k)) != h_c -> h_k++ \
		:: else -> break \
		od; \
		assert(h_k < NCH(h_o));        /* remove-missing */ \
		do \
		:: h_k + 1 < NCH(h_o) -> SET_CH(CHI(h_o,h_k), CH(CHI(h_o,h_k+1))); h_k++ \
		:: else -> break \
		od; \
		SET_CH(CHI(h_o,h_k), NONE); \
		SET_NCH(h_o, NCH(h_o) - 1); \
		assert(NCH(h_c) == 0); \
		SET_TY(h_c, 0); \
		SET_PAR(h_c, NONE); \
		CHECK \
	}

#define SELECT(n) :: d_step { sel != n -> sel = n; CHECK }

active proctype main()
{
	do
	OPEN(1)
#if K >= 2
	OPEN(2)
#endif
#if K >= 3
	OPEN(3)
#endif
#if K >= 4
	OPEN(4)
#endif
#if K >= 5
	OPEN(5)
#endif
#if K >= 6
	OPEN(6)
#endif
#if K >= 7
	OPEN(7)
#endif
#if K >= 8
	OPEN(8)
#endif
	BACK
#if N >= 2
	SELECT(0)
	SELECT(1)
#endif
#if N >= 3
	SELECT(2)
#endif
#if N >= 4
	SELECT(3)
#endif
#if N >= 5
	SELECT(4)
#endif
#if N >= 6
	SELECT(5)
#endif
#if N >= 7
	SELECT(6)
#endif
#if N >= 8
	SELECT(7)
#endif
	od
}
