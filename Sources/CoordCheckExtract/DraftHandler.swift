/// One handler of a drafted coordinator: its header (`on start`, `on Screen.event`, `func m`),
/// where it was read, and what it does.
struct DraftHandler {
    var header: String
    var place: String
    var actions: [CodeAction]
}
