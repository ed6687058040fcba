struct A { func f() { ( [ { } ) ] } }
}}}))]]
protocol P {{{{ 
class C: <<<>>> {
