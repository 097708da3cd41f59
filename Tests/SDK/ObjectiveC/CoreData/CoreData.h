// Written by Scripts/sdk-objc-header: Core Data's declarations are in UIKit.h.
#import <UIKit/UIKit.h>
