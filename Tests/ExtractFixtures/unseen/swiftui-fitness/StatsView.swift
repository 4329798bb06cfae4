import SwiftUI
import Combine

protocol StatsNavigation: AnyObject {
    func showWorkout(_ id: Workout.ID)
}

final class StatsViewModel: ObservableObject {

    enum Range: String, CaseIterable, Identifiable {
        case week = "7 Days"
        case month = "30 Days"
        case year = "Year"

        var id: String { rawValue }

        var days: Int {
            switch self {
            case .week: return 7
            case .month: return 30
            case .year: return 365
            }
        }
    }

    struct Summary {
        var workoutCount = 0
        var totalDuration: TimeInterval = 0
        var totalDistanceKilometers: Double = 0
        var totalCalories = 0
        var longest: Workout?
    }

    @Published var range: Range = .week
    @Published private(set) var summary = Summary()

    weak var navigation: StatsNavigation?

    init(store: WorkoutStore) {
        Publishers.CombineLatest(store.$workouts, $range)
            .map { workouts, range in Self.summarize(workouts, in: range) }
            .assign(to: &$summary)
    }

    var formattedTotalDuration: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: summary.totalDuration) ?? "0m"
    }

    func didSelectLongestWorkout() {
        guard let longest = summary.longest else { return }
        navigation?.showWorkout(longest.id)
    }

    private static func summarize(_ workouts: [Workout], in range: Range) -> Summary {
        let cutoff = Calendar.current.date(byAdding: .day, value: -range.days, to: Date()) ?? .distantPast
        let recent = workouts.filter { $0.date >= cutoff }

        return Summary(
            workoutCount: recent.count,
            totalDuration: recent.reduce(0) { $0 + $1.duration },
            totalDistanceKilometers: recent.compactMap(\.distanceMeters).reduce(0, +) / 1000,
            totalCalories: recent.reduce(0) { $0 + $1.calories },
            longest: recent.max { $0.duration < $1.duration }
        )
    }
}

struct StatsView: View {

    @ObservedObject var viewModel: StatsViewModel

    var body: some View {
        List {
            Section {
                Picker("Range", selection: $viewModel.range) {
                    ForEach(StatsViewModel.Range.allCases) { range in
                        Text(range.rawValue).tag(range)
                    }
                }
                .pickerStyle(.segmented)
            }

            Section("Totals") {
                StatTile(title: "Workouts", value: "\(viewModel.summary.workoutCount)", systemImage: "flame")
                StatTile(title: "Time", value: viewModel.formattedTotalDuration, systemImage: "clock")
                StatTile(
                    title: "Distance",
                    value: String(format: "%.1f km", viewModel.summary.totalDistanceKilometers),
                    systemImage: "map"
                )
                StatTile(title: "Calories", value: "\(viewModel.summary.totalCalories) kcal", systemImage: "bolt.heart")
            }

            if let longest = viewModel.summary.longest {
                Section("Longest Session") {
                    Button {
                        viewModel.didSelectLongestWorkout()
                    } label: {
                        WorkoutRow(workout: longest)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}

private struct StatTile: View {

    let title: String
    let value: String
    let systemImage: String

    var body: some View {
        HStack {
            Label(title, systemImage: systemImage)
            Spacer()
            Text(value)
                .font(.body.monospacedDigit().weight(.semibold))
        }
    }
}
