// Written by Scripts/sdk-objc-header from Apple's headers (theos/sdks, iPhoneOS 9.3 SDK); do not edit.

// The root class and the basic types (objc/NSObject.h, objc/objc.h, Foundation's
// NSObjCRuntime.h, NSRange.h and NSEnumerator.h's state, CoreGraphics' CGBase.h and CGGeometry.h), written by hand: only what the pages' code names.
// (clang itself defines IBAction.) Pointers are non-null where not marked otherwise, as
// the headers' NS_ASSUME_NONNULL_BEGIN says.
#pragma once
#pragma clang assume_nonnull begin
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((void *)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
typedef struct {
    unsigned long state;
    id __unsafe_unretained *itemsPtr;
    unsigned long *mutationsPtr;
    unsigned long extra[5];
} NSFastEnumerationState;
#if __LP64__
typedef double CGFloat;
#else
typedef float CGFloat;
#endif
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
extern const CGRect CGRectZero;
static inline CGSize CGSizeMake(CGFloat width, CGFloat height) {
    CGSize size = {width, height};
    return size;
}
static inline NSRange NSMakeRange(NSUInteger location, NSUInteger length) {
    NSRange range = {location, length};
    return range;
}
@protocol NSObject
@end
@interface NSObject <NSObject>
+ (instancetype)alloc;
- (instancetype)init;
- (id)mutableCopy;
+ (Class)class;
@end

@protocol NSFastEnumeration;
@class NSArray;
@class NSMutableArray;
@class NSString;
@class NSIndexSet;
@class NSIndexPath;
@class UIResponder;
@class UIView;
@class UIScrollView;
@class UILabel;
@class UIViewController;
@class UIBarButtonItem;
@class UITableViewCell;
@class UITableView;
@class UITableViewController;
@class UICollectionViewLayout;
@class UICollectionViewFlowLayout;
@class UICollectionViewLayoutAttributes;
@class UICollectionReusableView;
@class UICollectionViewCell;
@class UICollectionView;
@class UICollectionViewController;
@class NSNumber;
@class NSError;
@class NSSortDescriptor;
@class NSManagedObjectContext;
@class NSManagedObject;
@class NSEntityDescription;
@class NSFetchRequest;
@class NSFetchedResultsController;
@protocol NSFetchedResultsSectionInfo;
@protocol NSFetchedResultsControllerDelegate;

// UIKit/UITableViewCell.h
typedef enum : NSInteger {
    UITableViewCellStyleDefault,
    UITableViewCellStyleValue1,
    UITableViewCellStyleValue2,
    UITableViewCellStyleSubtitle
} UITableViewCellStyle;
// UIKit/UITableViewCell.h
typedef enum : NSInteger {
    UITableViewCellEditingStyleNone,
    UITableViewCellEditingStyleDelete,
    UITableViewCellEditingStyleInsert
} UITableViewCellEditingStyle;
// UIKit/UITableView.h
typedef enum : NSInteger {
    UITableViewRowAnimationFade,
    UITableViewRowAnimationRight,
    UITableViewRowAnimationLeft,
    UITableViewRowAnimationTop,
    UITableViewRowAnimationBottom,
    UITableViewRowAnimationNone,
    UITableViewRowAnimationMiddle __attribute__((availability(ios,introduced=3.0))),
    UITableViewRowAnimationAutomatic __attribute__((availability(ios,introduced=5.0))) = 100
} UITableViewRowAnimation;
// UIKit/UITableView.h
typedef enum : NSInteger {
    UITableViewScrollPositionNone,
    UITableViewScrollPositionTop,
    UITableViewScrollPositionMiddle,
    UITableViewScrollPositionBottom
} UITableViewScrollPosition;
// UIKit/UICollectionView.h
typedef enum : NSUInteger {
    UICollectionViewScrollPositionNone = 0,
    UICollectionViewScrollPositionTop = 1 << 0,
    UICollectionViewScrollPositionCenteredVertically = 1 << 1,
    UICollectionViewScrollPositionBottom = 1 << 2,
    UICollectionViewScrollPositionLeft = 1 << 3,
    UICollectionViewScrollPositionCenteredHorizontally = 1 << 4,
    UICollectionViewScrollPositionRight = 1 << 5
} UICollectionViewScrollPosition;
// CoreData/NSFetchedResultsController.h
typedef enum : NSUInteger {
    NSFetchedResultsChangeInsert = 1,
    NSFetchedResultsChangeDelete = 2,
    NSFetchedResultsChangeMove = 3,
    NSFetchedResultsChangeUpdate = 4
} NSFetchedResultsChangeType;

extern NSString *const UICollectionElementKindSectionHeader __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewFlowLayout.h:15

@protocol NSFastEnumeration
- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSEnumerator.h:29
@end
@interface NSArray<ObjectType> : NSObject <NSFastEnumeration>
- (ObjectType)objectAtIndex:(NSUInteger)index __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:18
@property (readonly) NSUInteger count __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:17
+ (instancetype)array __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:87
+ (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)cnt __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:89
- (void)enumerateObjectsUsingBlock:(void (^)(ObjectType obj, NSUInteger idx, BOOL *stop))block __attribute__((availability(ios,introduced=4.0)));  // Foundation/NSArray.h:59
@end
@interface NSMutableArray<ObjectType> : NSArray<ObjectType>
- (void)removeObjectAtIndex:(NSUInteger)index __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:119
- (void)insertObject:(ObjectType)anObject atIndex:(NSUInteger)index __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:117
- (void)replaceObjectAtIndex:(NSUInteger)index withObject:(ObjectType)anObject __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:120
@end
@interface NSString : NSObject
@property (readonly) NSUInteger length __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSString.h:71
@end
@interface NSIndexSet : NSObject
+ (instancetype)indexSetWithIndex:(NSUInteger)value __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSIndexSet.h:50
+ (instancetype)indexSetWithIndexesInRange:(NSRange)range __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSIndexSet.h:51
@end
@interface NSIndexPath : NSObject
+ (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:344
@property (nonatomic, readonly) NSInteger section __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:345
@property (nonatomic, readonly) NSInteger row __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:347
+ (instancetype)indexPathForItem:(NSInteger)item inSection:(NSInteger)section __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:203
@property (nonatomic, readonly) NSInteger item __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:204
@end
@interface UIResponder : NSObject
@end
@interface UIView : UIResponder
- (instancetype)initWithFrame:(CGRect)frame __attribute__((availability(ios,introduced=2.0)));  // UIKit/UIView.h:143
@property(nonatomic) CGRect bounds __attribute__((availability(ios,introduced=2.0)));  // UIKit/UIView.h:162
@end
@interface UIScrollView : UIView
@end
@interface UILabel : UIView
@property(nullable, nonatomic,copy) NSString *text __attribute__((availability(ios,introduced=2.0)));  // UIKit/UILabel.h:19
@end
@interface UIViewController : UIResponder
- (void)viewDidLoad __attribute__((availability(ios,introduced=2.0)));  // UIKit/UIViewController.h:113
@end
@interface UIBarButtonItem : NSObject
@end
@interface UITableViewCell : UIView
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(nullable NSString *)reuseIdentifier __attribute__((availability(ios,introduced=3.0)));  // UIKit/UITableViewCell.h:67
@property (nonatomic, readonly, strong, nullable) UILabel *textLabel __attribute__((availability(ios,introduced=3.0)));  // UIKit/UITableViewCell.h:73
@end
@interface UITableView : UIScrollView
- (void)reloadData __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:192
- (void)beginUpdates __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:221
- (void)endUpdates __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:225
- (void)insertSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:226
- (void)deleteSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:228
- (void)reloadSections:(NSIndexSet *)sections withRowAnimation:(UITableViewRowAnimation)animation __attribute__((availability(ios,introduced=3.0)));  // UIKit/UITableView.h:229
- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection __attribute__((availability(ios,introduced=5.0)));  // UIKit/UITableView.h:230
- (void)insertRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:231
- (void)deleteRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:233
- (void)reloadRowsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths withRowAnimation:(UITableViewRowAnimation)animation __attribute__((availability(ios,introduced=3.0)));  // UIKit/UITableView.h:234
- (void)moveRowAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath __attribute__((availability(ios,introduced=5.0)));  // UIKit/UITableView.h:235
- (NSInteger)numberOfRowsInSection:(NSInteger)section __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:201
- (void)scrollToRowAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UITableViewScrollPosition)scrollPosition animated:(BOOL)animated __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:218
- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier __attribute__((availability(ios,introduced=6.0)));  // UIKit/UITableView.h:280
- (nullable __kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:271
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath __attribute__((availability(ios,introduced=6.0)));  // UIKit/UITableView.h:273
- (nullable __kindof UITableViewCell *)cellForRowAtIndexPath:(NSIndexPath *)indexPath __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableView.h:211
@end
@interface UITableViewController : UIViewController
@property (nonatomic, strong, null_resettable) UITableView *tableView __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableViewController.h:23
@end
@interface UICollectionViewLayout : NSObject
@end
@interface UICollectionViewFlowLayout : UICollectionViewLayout
@property (nonatomic) CGFloat minimumLineSpacing __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewFlowLayout.h:43
@property (nonatomic) CGFloat minimumInteritemSpacing __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewFlowLayout.h:44
@property (nonatomic) CGSize itemSize __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewFlowLayout.h:45
@property (nonatomic) CGSize headerReferenceSize __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewFlowLayout.h:48
@end
@interface UICollectionViewLayoutAttributes : NSObject
+ (instancetype)layoutAttributesForCellWithIndexPath:(NSIndexPath *)indexPath __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewLayout.h:43
@end
@interface UICollectionReusableView : UIView
@end
@interface UICollectionViewCell : UICollectionReusableView
@end
@interface UICollectionView : UIScrollView
@property (nonatomic, strong) UICollectionViewLayout *collectionViewLayout __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:119
- (void)registerClass:(nullable Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:124
- (void)registerClass:(nullable Class)viewClass forSupplementaryViewOfKind:(NSString *)elementKind withReuseIdentifier:(NSString *)identifier __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:130
- (__kindof UICollectionViewCell *)dequeueReusableCellWithReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:133
- (__kindof UICollectionReusableView *)dequeueReusableSupplementaryViewOfKind:(NSString *)elementKind withReuseIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:135
- (void)reloadData __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:144
- (void)performBatchUpdates:(void (^ __nullable)(void))updates completion:(void (^ __nullable)(BOOL finished))completion __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:187
- (void)insertSections:(NSIndexSet *)sections __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:176
- (void)deleteSections:(NSIndexSet *)sections __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:179
- (void)reloadSections:(NSIndexSet *)sections __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:180
- (void)moveSection:(NSInteger)section toSection:(NSInteger)newSection __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:181
- (void)insertItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:182
- (void)deleteItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:184
- (void)reloadItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:185
- (void)moveItemAtIndexPath:(NSIndexPath *)indexPath toIndexPath:(NSIndexPath *)newIndexPath __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:186
- (NSInteger)numberOfItemsInSection:(NSInteger)section __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:157
- (void)scrollToItemAtIndexPath:(NSIndexPath *)indexPath atScrollPosition:(UICollectionViewScrollPosition)scrollPosition animated:(BOOL)animated __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionView.h:172
@end
@interface UICollectionViewController : UIViewController
@property (nullable, nonatomic, strong) __kindof UICollectionView *collectionView __attribute__((availability(ios,introduced=6.0)));  // UIKit/UICollectionViewController.h:21
@end
@interface NSNumber : NSObject
+ (NSNumber *)numberWithDouble:(double)value __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSValue.h:97
@property (readonly) double doubleValue __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSValue.h:69
@end
@interface NSError : NSObject
@end
@interface NSSortDescriptor : NSObject
+ (instancetype)sortDescriptorWithKey:(nullable NSString *)key ascending:(BOOL)ascending __attribute__((availability(ios,introduced=4.0)));  // Foundation/NSSortDescriptor.h:19
@end
@interface NSManagedObjectContext : NSObject
- (void)deleteObject:(NSManagedObject *)object __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSManagedObjectContext.h:175
- (BOOL)save:(NSError **)error __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSManagedObjectContext.h:201
@end
@interface NSManagedObject : NSObject
@end
@interface NSEntityDescription : NSObject
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSEntityDescription.h:62
@end
@interface NSFetchRequest : NSObject
+ (instancetype)fetchRequestWithEntityName:(NSString*)entityName __attribute__((availability(ios,introduced=4.0)));  // CoreData/NSFetchRequest.h:57
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSFetchRequest.h:67
@end
@interface NSFetchedResultsController : NSObject
- (instancetype)initWithFetchRequest:(NSFetchRequest *)fetchRequest managedObjectContext: (NSManagedObjectContext *)context sectionNameKeyPath:(nullable NSString *)sectionNameKeyPath cacheName:(nullable NSString *)name __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSFetchedResultsController.h:88
- (BOOL)performFetch:(NSError **)error __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSFetchedResultsController.h:100
@property(nullable, nonatomic, assign) id< NSFetchedResultsControllerDelegate > delegate __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSFetchedResultsController.h:127
@property (nullable, nonatomic, readonly) NSArray<id<NSFetchedResultsSectionInfo>> *sections __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSFetchedResultsController.h:176
- (id)objectAtIndexPath:(NSIndexPath *)indexPath __attribute__((availability(ios,introduced=3.0)));  // CoreData/NSFetchedResultsController.h:145
@end
@protocol NSFetchedResultsSectionInfo
@property (nonatomic, readonly) NSString *name __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:203
@property (nonatomic, readonly) NSUInteger numberOfObjects __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:210
@property (nullable, nonatomic, readonly) NSArray *objects __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:214
@end
@protocol NSFetchedResultsControllerDelegate <NSObject>
@optional
- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject atIndexPath:(nullable NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type newIndexPath:(nullable NSIndexPath *)newIndexPath __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:231
- (void)controller:(NSFetchedResultsController *)controller didChangeSection:(id <NSFetchedResultsSectionInfo>)sectionInfo atIndex:(NSUInteger)sectionIndex forChangeType:(NSFetchedResultsChangeType)type __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:247
- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:259
- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller __attribute__((availability(ios,introduced=2.0)));  // CoreData/NSFetchedResultsController.h:265
@end
#pragma clang assume_nonnull end
