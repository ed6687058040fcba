/* outer /* inner /* deepest */ */ still */
// line comment \(not interpolation)
/// doc comment
/** doc block */
/* unterminated-looking */ let x = 1 /* a */ + /* b */ 2
#!not a shebang here
