import Kiln

/// Sheets, popovers, alerts, confirmation dialogs and menus: each button opens its
/// presentation on the page without JavaScript.
struct PresentationGallery: View {
    @State private var showsBudget = false
    @State private var showsTip = false
    @State private var confirmsCancelling = false
    @State private var choosesInvitation = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Button("Show budget") { showsBudget = true }
                .buttonStyle(.borderedProminent)
                .sheet(isPresented: $showsBudget) {
                    VStack(spacing: 12) {
                        Text("Party budget").font(.title2).bold()
                        Text("$2,400 of $3,000 spent")
                        ProgressView(value: 0.8)
                    }
                    .padding()
                    .presentationDetents([.height(250), .medium])
                    .presentationDragIndicator(.visible)
                }
            HStack(spacing: 12) {
                Button("What's a budget?") { showsTip = true }
                    .popover(isPresented: $showsTip) {
                        Text("What the party may cost, by category.")
                            .padding()
                    }
                Menu("More") {
                    Button("Duplicate party") {}
                    Button("Rename") {}
                    Button("Archive", role: .destructive) {}
                }
            }
            HStack(spacing: 12) {
                Button("Invite…") { choosesInvitation = true }
                    .buttonStyle(.bordered)
                    .confirmationDialog("Send the invitation", isPresented: $choosesInvitation, titleVisibility: .visible) {
                        Button("Email guests") {}
                        Button("Copy link") {}
                    } message: {
                        Text("Guests get a link to the party page.")
                    }
                Button("Cancel party", role: .destructive) { confirmsCancelling = true }
                    .buttonStyle(.bordered)
                    .alert("Cancel the party?", isPresented: $confirmsCancelling) {
                        Button("Cancel Party", role: .destructive) {}
                        Button("Keep It", role: .cancel) {}
                    } message: {
                        Text("Every guest will be told it is off.")
                    }
            }
        }
    }
}
