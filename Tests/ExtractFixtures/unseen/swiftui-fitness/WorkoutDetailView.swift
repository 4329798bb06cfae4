import SwiftUI
import Combine

protocol WorkoutDetailNavigation: AnyObject {
    func workoutDetailDidDeleteWorkout()
    func shareWorkout(_ summary: String)
}

final class WorkoutDetailViewModel: ObservableObject {

    @Published private(set) var workout: Workout?
    @Published var isConfirmingDelete = false

    weak var navigation: WorkoutDetailNavigation?

    private let workoutID: Workout.ID
    private let store: WorkoutStore

    init(workoutID: Workout.ID, store: WorkoutStore) {
        self.workoutID = workoutID
        self.store = store
        store.$workouts
            .map { workouts in workouts.first { $0.id == workoutID } }
            .assign(to: &$workout)
    }

    var title: String {
        workout?.kind.title ?? "Workout"
    }

    func didTapShare() {
        guard let workout = workout else { return }
        var summary = "\(workout.kind.title) · \(workout.formattedDuration)"
        if let distance = workout.formattedDistance {
            summary += " · \(distance)"
        }
        summary += " · \(workout.calories) kcal"
        navigation?.shareWorkout(summary)
    }

    func didTapDelete() {
        isConfirmingDelete = true
    }

    func didConfirmDelete() {
        store.delete(workoutID)
        navigation?.workoutDetailDidDeleteWorkout()
    }
}

struct WorkoutDetailView: View {

    @ObservedObject var viewModel: WorkoutDetailViewModel

    var body: some View {
        Group {
            if let workout = viewModel.workout {
                content(for: workout)
            } else {
                Text("This workout is no longer available.")
                    .foregroundStyle(.secondary)
            }
        }
        .navigationTitle(viewModel.title)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    viewModel.didTapShare()
                } label: {
                    Image(systemName: "square.and.arrow.up")
                }
                .disabled(viewModel.workout == nil)
            }
        }
        .confirmationDialog(
            "Delete this workout?",
            isPresented: $viewModel.isConfirmingDelete,
            titleVisibility: .visible
        ) {
            Button("Delete", role: .destructive) {
                viewModel.didConfirmDelete()
            }
        }
    }

    private func content(for workout: Workout) -> some View {
        List {
            Section {
                HStack {
                    Image(systemName: workout.kind.systemImage)
                        .font(.largeTitle)
                        .foregroundStyle(.tint)
                    VStack(alignment: .leading) {
                        Text(workout.kind.title)
                            .font(.title2.bold())
                        Text(workout.date.formatted(date: .complete, time: .shortened))
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding(.vertical, 8)
            }

            Section("Summary") {
                LabeledContent("Duration", value: workout.formattedDuration)
                if let distance = workout.formattedDistance {
                    LabeledContent("Distance", value: distance)
                }
                LabeledContent("Calories", value: "\(workout.calories) kcal")
            }

            if !workout.notes.isEmpty {
                Section("Notes") {
                    Text(workout.notes)
                }
            }

            Section {
                Button("Delete Workout", role: .destructive) {
                    viewModel.didTapDelete()
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
