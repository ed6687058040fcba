import Foundation
﻿struct A {}
