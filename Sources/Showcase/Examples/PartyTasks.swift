import Kiln

enum PartyTask: String, Identifiable, CaseIterable, Hashable {
    case food = "Food"
    case music = "Music"
    case invitations = "Invitations"

    var name: String { rawValue }
    var id: String { rawValue }

    var imageName: String {
        switch self {
        case .food: return "birthday.cake"
        case .music: return "music.mic"
        case .invitations: return "envelope.open"
        }
    }

    var subtitle: String {
        switch self {
        case .food: return "Apps, 'Zerts and Cakes"
        case .music: return "Song Requests & Karaoke"
        case .invitations: return "Sendable, Non-Transferable"
        }
    }
}

struct TaskLabel: View {
    let task: PartyTask

    var body: some View {
        Label {
            VStack(alignment: .leading) {
                Text(task.name)
                Text(task.subtitle)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        } icon: {
            Image(systemName: task.imageName)
                .symbolVariant(.circle.fill)
        }
    }
}

struct PartyTaskList: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(PartyTask.allCases) { task in
                TaskLabel(task: task)
            }
        }
    }
}
