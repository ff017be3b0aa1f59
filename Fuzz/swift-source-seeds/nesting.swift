import SwiftUI

struct Nested: View {
    var body: some View {
        VStack { HStack { ZStack { VStack { Text("\(1 + 2)").padding().background(Color.red) } } } }
    }
}
#if DEBUG
struct Nested_Previews: PreviewProvider { static var previews: some View { Nested() } }
#endif
