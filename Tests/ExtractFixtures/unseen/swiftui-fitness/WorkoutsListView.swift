import SwiftUI
import Combine

protocol WorkoutsNavigation: AnyObject {
    func showWorkout(_ id: Workout.ID)
    func showNewWorkout()
}

final class WorkoutsListViewModel: ObservableObject {

    struct Section: Identifiable {
        let id: String
        let title: String
        let workouts: [Workout]
    }

    @Published private(set) var sections: [Section] = []

    weak var navigation: WorkoutsNavigation?

    private let store: WorkoutStore

    init(store: WorkoutStore) {
        self.store = store
        store.$workouts
            .map(Self.makeSections)
            .receive(on: DispatchQueue.main)
            .assign(to: &$sections)
    }

    var isEmpty: Bool { sections.isEmpty }

    func didTapAdd() {
        navigation?.showNewWorkout()
    }

    func didSelect(_ workout: Workout) {
        navigation?.showWorkout(workout.id)
    }

    func delete(_ workout: Workout) {
        store.delete(workout.id)
    }

    private static func makeSections(from workouts: [Workout]) -> [Section] {
        let calendar = Calendar.current
        let grouped = Dictionary(grouping: workouts) { calendar.dateInterval(of: .weekOfYear, for: $0.date)?.start ?? $0.date }
        let formatter = DateFormatter()
        formatter.dateFormat = "'Week of' MMM d"

        return grouped.keys.sorted(by: >).map { weekStart in
            Section(
                id: ISO8601DateFormatter().string(from: weekStart),
                title: calendar.isDate(weekStart, equalTo: Date(), toGranularity: .weekOfYear)
                    ? "This week"
                    : formatter.string(from: weekStart),
                workouts: grouped[weekStart] ?? []
            )
        }
    }
}

struct WorkoutsListView: View {

    @ObservedObject var viewModel: WorkoutsListViewModel

    var body: some View {
        Group {
            if viewModel.isEmpty {
                emptyState
            } else {
                list
            }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    viewModel.didTapAdd()
                } label: {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Log workout")
            }
        }
    }

    private var list: some View {
        List {
            ForEach(viewModel.sections) { section in
                Section(section.title) {
                    ForEach(section.workouts) { workout in
                        Button {
                            viewModel.didSelect(workout)
                        } label: {
                            WorkoutRow(workout: workout)
                        }
                        .swipeActions {
                            Button(role: .destructive) {
                                viewModel.delete(workout)
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }

    private var emptyState: some View {
        VStack(spacing: 16) {
            Image(systemName: "figure.walk.motion")
                .font(.system(size: 56))
                .foregroundStyle(.secondary)
            Text("No workouts yet")
                .font(.title3.weight(.semibold))
            Button("Log your first workout") {
                viewModel.didTapAdd()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

struct WorkoutRow: View {

    let workout: Workout

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: workout.kind.systemImage)
                .font(.title2)
                .frame(width: 36)
                .foregroundStyle(.tint)
            VStack(alignment: .leading, spacing: 2) {
                Text(workout.kind.title)
                    .font(.headline)
                    .foregroundStyle(.primary)
                Text(workout.date.formatted(date: .abbreviated, time: .shortened))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(workout.formattedDuration)
                    .font(.subheadline.monospacedDigit())
                if let distance = workout.formattedDistance {
                    Text(distance)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .contentShape(Rectangle())
    }
}
