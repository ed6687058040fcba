let a = $0 + $1 + $name + `name with space` + `` + `
$ let x = `a`.`b`
