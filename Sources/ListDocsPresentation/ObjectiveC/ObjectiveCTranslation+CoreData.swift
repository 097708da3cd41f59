import ListDocsEngine

/// How `ObjectiveCTranslation` writes a fetched-results walkthrough's changes to managed
/// objects (`ManagedObjectWriter`): the section's objects as an `NSArray` (an
/// `NSMutableArray` where the step moves them), a new `Item` from `NSEntityDescription`,
/// attributes set by dot syntax on a local and by their setter elsewhere, the sort key
/// from the model block's `sortKeyBetween:and:`, `save:` and `deleteObject:`.
extension ObjectiveCTranslation {
    /// The statements of a Core Data change, or nil when the Swift statement is not one.
    func coreDataStatements(_ statement: SwiftStatement) throws -> [ObjectiveCStatement]? {
        switch statement {
        case .constant(let name, let value), .variable(let name, let value):
            let mutable: Bool = if case .variable = statement { true } else { false }
            return try declaration(name, value, mutable: mutable).map { [$0] }
        case .assignment(.access(let target, let key, _), let value):
            if case .name(let local) = target {
                return [.assignment(.property(.name(local), key), try expression(value))]
            }
            let setter = "set" + key.prefix(1).uppercased() + key.dropFirst()
            return [
                .expression(
                    .message(
                        try expression(target), [ObjectiveCPiece(setter, try expression(value))])
                )
            ]
        case .expression(.call(.access(.controller(.context), "delete", _), let arguments, _))
        where arguments.count == 1:
            // `context.delete(fruit.remove(at: 1))`: the object taken from the list, deleted.
            guard
                case .call(.access(let list, "remove", _), let at, _) = arguments[0].value,
                at.count == 1
            else { return nil }
            let objects = try listExpression(list)
            let index = try expression(at[0].value)
            return [
                .expression(
                    .message(context, [ObjectiveCPiece("deleteObject", objects.objectAt(index))])),
                .expression(.message(objects, [ObjectiveCPiece("removeObjectAtIndex", index)])),
            ]
        case .expression(.tryOptional(.call(.access(.controller(.context), "save", _), _, _))):
            return [.expression(.message(context, [ObjectiveCPiece("save", .keyword("nil"))]))]
        case .forIn(
            "(index, title)", .call(.access(let titles, "enumerated", _), [], []), let body, _):
            let block = ObjectiveCExpression.block(
                parameters: "(NSString *title, NSUInteger index, BOOL *stop)", try self.block(body))
            return [
                .expression(
                    .message(
                        try expression(titles),
                        [ObjectiveCPiece("enumerateObjectsUsingBlock", block)]))
            ]
        case .forIn(let name, let collection, let body, let oneLine):
            return [
                .forIn(
                    type: "Item *", name: name, try expression(collection), try self.block(body),
                    oneLine: oneLine)
            ]
        default:
            return nil
        }
    }

    private var context: ObjectiveCExpression { .property(.name("self"), "context") }

    /// `NSArray *fruit = …`, `Item *item = …`, `double groupPosition = …`: nil for a value
    /// that is no Core Data one.
    private func declaration(_ name: String, _ value: SwiftExpression, mutable: Bool) throws
        -> ObjectiveCStatement?
    {
        switch value {
        case .infix(.conditionalCast(.access, _), "??", _):
            guard let objects = try coreDataExpression(value) else { return nil }
            return mutable
                ? .declaration(type: "NSMutableArray *", name: name, .send(objects, "mutableCopy"))
                : .declaration(type: "NSArray *", name: name, objects)
        case .array(let elements, _) where mutable:
            let array = ObjectiveCExpression.array(try elements.map { try expression($0) })
            return .declaration(type: "NSMutableArray *", name: name, .send(array, "mutableCopy"))
        case .infix(let made, "as!", .type(.named("Item", _))):
            return .declaration(type: "Item *", name: name, try expression(made))
        case .call(.controller(.sortKey), _, _), .access(_, "groupPosition", _),
            .access(_, "position", _):
            return .declaration(type: "double", name: name, try expression(value))
        default:
            return nil
        }
    }

    /// `[self.fetchedResultsController.sections objectAtIndex:s]`.
    private func fetchedSection(_ section: SwiftExpression) throws -> ObjectiveCExpression {
        guard
            case .subscripted(
                .access(.controller(.fetchedResultsController), "sections", _), let index, _) =
                section
        else { throw Unwritten(what: "the section \(section)") }
        return ObjectiveCExpression.property(
            .property(.name("self"), "fetchedResultsController"), "sections"
        ).objectAt(try expression(index))
    }

    /// The values of Core Data code, or nil for a value that is no Core Data one.
    func coreDataExpression(_ e: SwiftExpression) throws -> ObjectiveCExpression? {
        switch e {
        case .controller(.context): return context
        case .infix(.conditionalCast(.access(let section, "objects", _), _), "??", _):
            // A fetched section's objects.
            return .send(try fetchedSection(section), "objects")
        case .controller(.fetchedResultsController):
            return .property(.name("self"), "fetchedResultsController")
        case .call(.access(.controller(.fetchedResultsController), "object", _), let arguments, _):
            return .message(
                .property(.name("self"), "fetchedResultsController"),
                [ObjectiveCPiece("objectAtIndexPath", try expression(arguments[0].value))])
        case .call(.access(.controller(.context), "delete", _), let arguments, _):
            return .message(
                context, [ObjectiveCPiece("deleteObject", try expression(arguments[0].value))])
        case .call(.access(.type(.named("NSEntityDescription", _)), "insertNewObject", _), _, _):
            return .message(
                .type("NSEntityDescription"),
                [
                    ObjectiveCPiece("insertNewObjectForEntityForName", .string("Item")),
                    ObjectiveCPiece("inManagedObjectContext", context),
                ])
        case .access(.subscripted(let list, let index, _), let key, _):
            return .send(try expression(list).objectAt(try expression(index)), key)
        case .access(.access(let list, "first", _), let key, _):
            return .send(try expression(list).objectAt(.integer(0)), key)
        case .call(.controller(.sortKey), let arguments, _):
            let boxed = try arguments.map { argument -> ObjectiveCExpression in
                argument.value == .keyword("nil")
                    ? .keyword("nil") : .boxed(try expression(argument.value))
            }
            return .message(
                .name("self"),
                [ObjectiveCPiece("sortKeyBetween", boxed[0]), ObjectiveCPiece("and", boxed[1])])
        case .call(.type(.named("Double", _)), let arguments, _):
            return try expression(arguments[0].value)
        default:
            return nil
        }
    }
}

extension ObjectiveCExpression {
    /// `[self objectAtIndex:index]`.
    func objectAt(_ index: ObjectiveCExpression) -> ObjectiveCExpression {
        .message(self, [ObjectiveCPiece("objectAtIndex", index)])
    }
}
