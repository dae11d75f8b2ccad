import Kiln

struct StateCounter: View {
    @State private var count = 3

    var body: some View {
        VStack {
            Text("\(count) guests")
            Stepperish(count: $count)
        }
    }
}

struct Stepperish: View {
    @Binding var count: Int

    var body: some View {
        HStack {
            Button("−") { count -= 1 }
                .disabled(count == 0)
            Text("\(count)").monospacedDigit()
            Button("+") { count += 1 }
                .disabled(count == 10)
        }
    }
}

#Preview("Three guests") {
    @Previewable @State var count = 3
    Stepperish(count: $count)
}
