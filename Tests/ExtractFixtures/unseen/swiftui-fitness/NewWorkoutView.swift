import SwiftUI

protocol NewWorkoutNavigation: AnyObject {
    func newWorkoutDidSave(_ workout: Workout)
    func newWorkoutDidCancel()
}

final class NewWorkoutViewModel: ObservableObject {

    @Published var kind: Workout.Kind = .run
    @Published var date = Date()
    @Published var durationMinutes = 30
    @Published var distanceKilometers = ""
    @Published var calories = ""
    @Published var notes = ""

    weak var navigation: NewWorkoutNavigation?

    private let store: WorkoutStore

    init(store: WorkoutStore) {
        self.store = store
    }

    var canSave: Bool {
        durationMinutes > 0 && (!kind.tracksDistance || parsedDistance != nil)
    }

    private var parsedDistance: Double? {
        let normalized = distanceKilometers.replacingOccurrences(of: ",", with: ".")
        guard let value = Double(normalized), value > 0 else { return nil }
        return value
    }

    func didTapCancel() {
        navigation?.newWorkoutDidCancel()
    }

    func didTapSave() {
        guard canSave else { return }
        let workout = Workout(
            kind: kind,
            date: date,
            duration: TimeInterval(durationMinutes * 60),
            distanceMeters: kind.tracksDistance ? parsedDistance.map { $0 * 1000 } : nil,
            calories: Int(calories) ?? 0,
            notes: notes.trimmingCharacters(in: .whitespacesAndNewlines)
        )
        store.add(workout)
        navigation?.newWorkoutDidSave(workout)
    }
}

struct NewWorkoutView: View {

    @ObservedObject var viewModel: NewWorkoutViewModel

    var body: some View {
        Form {
            Section {
                Picker("Activity", selection: $viewModel.kind) {
                    ForEach(Workout.Kind.allCases) { kind in
                        Label(kind.title, systemImage: kind.systemImage).tag(kind)
                    }
                }
                DatePicker("Started", selection: $viewModel.date, in: ...Date())
            }

            Section("Details") {
                Stepper("Duration: \(viewModel.durationMinutes) min", value: $viewModel.durationMinutes, in: 1...600, step: 5)
                if viewModel.kind.tracksDistance {
                    TextField("Distance (km)", text: $viewModel.distanceKilometers)
                        .keyboardType(.decimalPad)
                }
                TextField("Calories", text: $viewModel.calories)
                    .keyboardType(.numberPad)
            }

            Section("Notes") {
                TextField("How did it feel?", text: $viewModel.notes, axis: .vertical)
                    .lineLimit(3...6)
            }
        }
        .navigationTitle("New Workout")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") {
                    viewModel.didTapCancel()
                }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") {
                    viewModel.didTapSave()
                }
                .disabled(!viewModel.canSave)
            }
        }
    }
}
