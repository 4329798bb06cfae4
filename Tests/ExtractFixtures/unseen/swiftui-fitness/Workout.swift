import Foundation
import Combine

struct Workout: Identifiable, Codable, Equatable {

    enum Kind: String, Codable, CaseIterable, Identifiable {
        case run, ride, swim, strength, yoga

        var id: String { rawValue }

        var title: String {
            switch self {
            case .run: return "Run"
            case .ride: return "Ride"
            case .swim: return "Swim"
            case .strength: return "Strength"
            case .yoga: return "Yoga"
            }
        }

        var systemImage: String {
            switch self {
            case .run: return "figure.run"
            case .ride: return "bicycle"
            case .swim: return "figure.pool.swim"
            case .strength: return "dumbbell"
            case .yoga: return "figure.yoga"
            }
        }

        var tracksDistance: Bool {
            self == .run || self == .ride || self == .swim
        }
    }

    let id: UUID
    var kind: Kind
    var date: Date
    var duration: TimeInterval
    var distanceMeters: Double?
    var calories: Int
    var notes: String

    init(
        id: UUID = UUID(),
        kind: Kind,
        date: Date,
        duration: TimeInterval,
        distanceMeters: Double? = nil,
        calories: Int,
        notes: String = ""
    ) {
        self.id = id
        self.kind = kind
        self.date = date
        self.duration = duration
        self.distanceMeters = distanceMeters
        self.calories = calories
        self.notes = notes
    }
}

extension Workout {
    var formattedDuration: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = duration >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: duration) ?? "--"
    }

    var formattedDistance: String? {
        guard let meters = distanceMeters else { return nil }
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter.string(from: Measurement(value: meters / 1000, unit: UnitLength.kilometers))
    }
}

final class WorkoutStore: ObservableObject {

    @Published private(set) var workouts: [Workout] = []

    private let fileURL: URL

    init(fileManager: FileManager = .default) {
        let documents = fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0]
        fileURL = documents.appendingPathComponent("workouts.json")
        load()
    }

    func workout(with id: Workout.ID) -> Workout? {
        workouts.first { $0.id == id }
    }

    func add(_ workout: Workout) {
        workouts.append(workout)
        workouts.sort { $0.date > $1.date }
        save()
    }

    func delete(_ id: Workout.ID) {
        workouts.removeAll { $0.id == id }
        save()
    }

    func save() {
        do {
            let data = try JSONEncoder().encode(workouts)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            print("WorkoutStore: failed to save workouts – \(error)")
        }
    }

    private func load() {
        guard let data = try? Data(contentsOf: fileURL),
              let decoded = try? JSONDecoder().decode([Workout].self, from: data) else {
            return
        }
        workouts = decoded.sorted { $0.date > $1.date }
    }
}
