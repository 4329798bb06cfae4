/// A counterexample as an ITF document (Apalache's Informal Trace Format, ADR-015), so that
/// ITF trace viewers and libraries (the Rust `itf` crate, Quint's `ofItf`) load it.
///
/// One state per step, launch first, each with the variables in ``variables``:
/// - `event`: the event that led to it (`"launch"` first), also as `mbt::actionTaken`, as
///   Quint's model-based-testing traces name it;
/// - `coordinators`: one record per live instance, by serial — `name` (`Today#3`), `type`,
///   `parent` (a name, or `""` for nil), `children` (names, in order), `inTree`, `stack`
///   (the stack it presents on, or `""`);
/// - `stacks`: one record per on-screen stack — `name` (`tab 1`, `sheet 1`), `screens`
///   (bottom first, each a record of `screen` and `owner`), `visible`;
/// - `notes`: what UIKit refused during the event (`presentation refused: … (line 9)`);
/// - `window`: the window root — `root` (`empty`, `stack` or `tabs`) and `selectedTab`
///   (1-based, `{"#bigint": "0"}` without tabs).
///
/// ```json
/// {"#meta": {"format": "ITF", …}, "vars": ["coordinators", "event", …],
///  "states": [{"#meta": {"index": 0}, "event": "launch", …}, …]}
/// ```
public enum ITFTrace {
    public static let variables = ["coordinators", "event", "mbt::actionTaken", "notes", "stacks", "window"]

    /// The document for replayed `frames`; `description` goes into `#meta`.
    public static func document(frames: [ReplayFrame], scenario: Scenario, description: String) -> JSONValue {
        .object([
            "#meta": .object([
                "format": .string("ITF"),
                "format-description": .string("https://apalache-mc.org/docs/adr/015adr-trace.html"),
                "source": .string(scenario.path),
                "description": .string(description),
            ]),
            "vars": .array(variables.map { .string($0) }),
            "states": .array(frames.enumerated().map { index, frame in state(frame, index: index, scenario: scenario) }),
        ])
    }

    static func bigint(_ value: Int) -> JSONValue {
        .object(["#bigint": .string(String(value))])
    }

    private static func state(_ frame: ReplayFrame, index: Int, scenario: Scenario) -> JSONValue {
        let state = frame.state
        let event = JSONValue.string(frame.event?.label(in: scenario) ?? "launch")
        func name(_ instance: Int32) -> String {
            instance >= 0 ? scenario.instanceName(type: state.instances[Int(instance)].type, serial: state.instances[Int(instance)].serial) : ""
        }
        let names = state.stackNames()
        func stackName(_ stack: Int32) -> String { names.first { $0.stack == stack }?.name ?? "" }
        let inTree = state.tree().member
        let bySerial = state.instances.indices.sorted { state.instances[$0].serial < state.instances[$1].serial }
        let coordinators = bySerial.map { index -> JSONValue in
            let instance = state.instances[index]
            return .object([
                "name": .string(name(Int32(index))),
                "type": .string(scenario.coordinators[Int(instance.type)].name),
                "parent": .string(instance.parent >= 0 ? name(instance.parent) : ""),
                "children": .array(instance.children.map { .string(name($0)) }),
                "inTree": .bool(inTree[index]),
                "stack": .string(instance.stack >= 0 ? stackName(instance.stack) : ""),
            ])
        }
        let stacks = names.map { entry -> JSONValue in
            .object([
                "name": .string(entry.name),
                "screens": .array(state.stacks[Int(entry.stack)].map {
                    .object(["screen": .string(scenario.screenName($0)), "owner": .string(name($0.owner))])
                }),
                "visible": .bool(state.visibleStack == entry.stack),
            ])
        }
        let window: JSONValue
        switch state.root {
        case .empty: window = .object(["root": .string("empty"), "selectedTab": bigint(0)])
        case .stack: window = .object(["root": .string("stack"), "selectedTab": bigint(0)])
        case .tabs(_, let selected): window = .object(["root": .string("tabs"), "selectedTab": bigint(selected + 1)])
        }
        return .object([
            "#meta": .object(["index": .int(index)]),
            "event": event,
            "mbt::actionTaken": event,
            "coordinators": .array(coordinators),
            "notes": .array(frame.notes.map { .string($0.text) }),
            "stacks": .array(stacks),
            "window": window,
        ])
    }
}
