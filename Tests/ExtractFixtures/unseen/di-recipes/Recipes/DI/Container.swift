import Foundation

final class Container {

    enum Scope {
        case transient
        case singleton
    }

    private struct Key: Hashable {
        let service: ObjectIdentifier
        let arguments: ObjectIdentifier?
    }

    private var factories: [Key: (scope: Scope, make: Any)] = [:]
    private var singletons: [Key: Any] = [:]

    func register<T>(_ type: T.Type, scope: Scope = .transient, factory: @escaping (Container) -> T) {
        factories[Key(service: ObjectIdentifier(type), arguments: nil)] = (scope, factory)
    }

    func register<T, Arg>(_ type: T.Type, factory: @escaping (Container, Arg) -> T) {
        factories[Key(service: ObjectIdentifier(type), arguments: ObjectIdentifier(Arg.self))] = (.transient, factory)
    }

    func register<T, Arg1, Arg2>(_ type: T.Type, factory: @escaping (Container, Arg1, Arg2) -> T) {
        factories[Key(service: ObjectIdentifier(type), arguments: ObjectIdentifier((Arg1, Arg2).self))] = (.transient, factory)
    }

    func resolve<T>(_ type: T.Type) -> T {
        let key = Key(service: ObjectIdentifier(type), arguments: nil)
        if let instance = singletons[key] as? T {
            return instance
        }
        guard let entry = factories[key], let make = entry.make as? (Container) -> T else {
            preconditionFailure("Nothing registered for \(T.self)")
        }
        let instance = make(self)
        if entry.scope == .singleton {
            singletons[key] = instance
        }
        return instance
    }

    func resolve<T, Arg>(_ type: T.Type, argument: Arg) -> T {
        let key = Key(service: ObjectIdentifier(type), arguments: ObjectIdentifier(Arg.self))
        guard let make = factories[key]?.make as? (Container, Arg) -> T else {
            preconditionFailure("Nothing registered for \(T.self) taking \(Arg.self)")
        }
        return make(self, argument)
    }

    func resolve<T, Arg1, Arg2>(_ type: T.Type, arguments first: Arg1, _ second: Arg2) -> T {
        let key = Key(service: ObjectIdentifier(type), arguments: ObjectIdentifier((Arg1, Arg2).self))
        guard let make = factories[key]?.make as? (Container, Arg1, Arg2) -> T else {
            preconditionFailure("Nothing registered for \(T.self) taking (\(Arg1.self), \(Arg2.self))")
        }
        return make(self, first, second)
    }
}
