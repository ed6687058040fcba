let a = "ÿş" // Ã( â‚
struct ğŸ˜ X {}
í € À¯
