# The lead's re-judgements of groups whose message changed after the advice fixes (fix-y, fix-x, main):
# read first (the file sorts first), so they win over the helpers' judgements of the old messages.
J = [
 ("dune","usecase-has-mock",r"under `DUNETests/`",("TRUE","no double of the UseCase; the advice names DUNETests/, the test target that holds the app's doubles")),
 ("iholidays","usecase-naming",r"UseCases/Picsum/FetchPicsumUseCase\.swift",("CONVENTION","the app keeps each contract and its Impl in two files (both UseCases); the destination is the contract's own file")),
 ("materunner","usecase-naming",r"declare it with its contract `\w+` in MateRunner/Domain/UseCase/\w+/Protocol/",("CONVENTION","contracts live in <Area>/Protocol/X.swift, DefaultX.swift beside the folder; the destination is the contract's own file")),
 ("mgclean","usecase-naming",r"move their file to CleanArchitecture/Domain/UseCases/",("CONVENTION","scene UseCases are kept beside their scene (Scenes/<Scene>/XUseCase.swift); the seeds file UseCases under Domain/UseCases/, which exists")),
 ("sms","usecase-has-tests",r"under Projects/Domain/AuthenticationDomain/Tests/",("FALSE","advice: AuthenticationDomain has no Tests/ folder yet (its sibling modules have one); the message names it without saying it is to be made")),
 ("sms","usecase-has-tests",r"under Projects/Domain/\w+/Tests/",("TRUE","no test file for the UseCase; the module's Tests/ folder exists")),
 ("sms","mock-conventions",r"rename it `InputMilitaryDelegateSpy`",("TRUE","the app's doubles are {Name}Spy; the name now comes from the protocol")),
 ("kudoleh","usecase-async",r"takes completion handlers",("TRUE","execute takes completion handlers; the seeds want `async` (the message now says so instead of 'synchronous')")),
 ("iholidays","usecase-has-mock",r"under `Packages/iHolidaysDomain/Tests/iHolidaysDomainTests/Mocks/`",("FALSE","advice: the Domain package's own tests are named now, but their Mocks/ folder does not exist (the app's doubles are Sourcery-generated in Tests/Generated)")),
]
