// Written by Scripts/sdk-objc-header from Apple's headers (theos/sdks, iPhoneOS 9.3 SDK); do not edit.

// The root class and the basic types (objc/NSObject.h, objc/objc.h, Foundation's
// NSObjCRuntime.h and NSRange.h), written by hand: only what the pages' code names.
// (clang itself defines IBAction.) Pointers are non-null where not marked otherwise, as
// the headers' NS_ASSUME_NONNULL_BEGIN says.
#pragma clang assume_nonnull begin
typedef signed char BOOL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
static inline NSRange NSMakeRange(NSUInteger location, NSUInteger length) {
    NSRange range = {location, length};
    return range;
}
@interface NSObject
+ (instancetype)alloc;
- (instancetype)init;
- (id)mutableCopy;
+ (Class)class;
@end

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

@interface NSArray<ObjectType> : NSObject
- (ObjectType)objectAtIndex:(NSUInteger)index __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:18
@property (readonly) NSUInteger count __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:17
+ (instancetype)array __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:87
+ (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)cnt __attribute__((availability(ios,introduced=2.0)));  // Foundation/NSArray.h:89
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
@end
@interface UIResponder : NSObject
@end
@interface UIView : UIResponder
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
@end
@interface UITableViewController : UIViewController
@property (nonatomic, strong, null_resettable) UITableView *tableView __attribute__((availability(ios,introduced=2.0)));  // UIKit/UITableViewController.h:23
@end
#pragma clang assume_nonnull end
